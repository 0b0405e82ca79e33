// swift-tools-version:6.0
import PackageDescription

/// Invariant checks run in debug builds (so a plain `swift test` exercises them) and
/// compile away in release builds, where the benchmarks run.
let invariants: [SwiftSetting] = [
    .define("TRELLIS_INVARIANTS", .when(configuration: .debug))
]

// `Double.rounded(_:)` compiles to calls into the C maths library on x86-64 without SSE4.1, and
// on Linux nothing links it for a program that does not import Foundation.
let libm: [LinkerSetting] = [
    .linkedLibrary("m", .when(platforms: [.linux, .android]))
]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .executable(name: "playgrounds", targets: ["playgrounds"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    ],
    targets: [
        .target(
            name: "TrellisSolver",
            swiftSettings: invariants,
            linkerSettings: libm
        ),
        .target(
            name: "Trellis",
            dependencies: ["TrellisSolver"],
            swiftSettings: invariants,
            linkerSettings: libm
        ),
        .target(
            name: "TrellisTesting",
            dependencies: ["Trellis"]
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
            dependencies: ["Trellis", "TrellisTesting"]
        ),
        .testTarget(
            name: "PlaygroundsTests",
            dependencies: ["PlaygroundPages", "TrellisTesting"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: ["TrellisTesting"],
            exclude: ["Fixtures", "Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
