// swift-tools-version:6.0
// A program that depends on Trellis the way the README says, built and run by `.ci/run`: it
// proves that the package links without Foundation and that the README's example prints what
// the README shows (`expected.txt`).
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Trellis", path: "../..")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "Trellis", package: "Trellis")])
    ],
    swiftLanguageModes: [.v6]
)
