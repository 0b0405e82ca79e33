#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundPages

// `swift run playgrounds` prints every page; `--list` lists them; a page name runs one page.
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments == ["--list"] {
    for page in Pages.all { print("\(page.name)  \(page.summary)") }
} else if arguments.isEmpty {
    for (index, page) in Pages.all.enumerated() {
        if index > 0 { print("") }
        print("=== \(page.name): \(page.summary)")
        print(page.run(), terminator: "")
    }
} else {
    var failed = false
    for name in arguments {
        guard let page = Pages.named(name) else {
            let names = Pages.all.map(\.name).joined(separator: ", ")
            print("No page named `\(name)`. Pages: \(names). Use --list for descriptions.")
            failed = true
            continue
        }
        print(page.run(), terminator: "")
    }
    if failed { exit(1) }
}
