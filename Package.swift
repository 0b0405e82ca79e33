// swift-tools-version:6.0
import PackageDescription

/// Invariant checks run in debug builds (so a plain `swift test` exercises them) and
/// compile away in release builds, where the benchmarks run.
let invariants: [SwiftSetting] = [
    .define("TRELLIS_INVARIANTS", .when(configuration: .debug))
]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "playgrounds", targets: ["playgrounds"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    ],
    targets: [
        .target(
            name: "TrellisSolver",
            swiftSettings: invariants
        ),
        .target(
            name: "Trellis",
            dependencies: ["TrellisSolver"],
            swiftSettings: invariants
        ),
        .target(
            name: "PlaygroundPages",
            dependencies: ["Trellis", "TrellisSolver"],
            path: "Playgrounds/Pages"
        ),
        .executableTarget(
            name: "playgrounds",
            dependencies: ["PlaygroundPages"],
            path: "Playgrounds/Runner"
        ),
        .executableTarget(
            name: "TrellisBench",
            dependencies: ["Trellis", "TrellisSolver"]
        ),
        .testTarget(
            name: "TrellisSolverTests",
            dependencies: ["TrellisSolver"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TrellisTests",
            dependencies: ["Trellis"]
        ),
        .testTarget(
            name: "PlaygroundsTests",
            dependencies: ["PlaygroundPages"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
