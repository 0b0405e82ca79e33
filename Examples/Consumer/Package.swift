// swift-tools-version:6.0
// A program that depends on Trellis the way the README says, built and run by `.ci/run`: it
// proves that the package links without Foundation and that the README's example prints what
// the README shows (`expected.txt`). Its tests use TrellisTesting as a dependent package would,
// from Swift Testing and from XCTest.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Trellis", path: "../..")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "Trellis", package: "Trellis")]),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
