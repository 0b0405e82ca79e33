#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundPages

// `swift run playgrounds` prints every page; `--list` lists them; a page name runs one page;
// `--svg DIR [--constraints] [NAME…]` writes the pages' layouts as SVG files into DIR.
let arguments = Array(CommandLine.arguments.dropFirst())

/// The pages called `names` (every page when there are none); prints an error for unknown names.
func pages(named names: [String]) -> (pages: [Page], failed: Bool) {
    guard !names.isEmpty else { return (Pages.all, false) }
    var found: [Page] = []
    var failed = false
    for name in names {
        guard let page = Pages.named(name) else {
            let names = Pages.all.map(\.name).joined(separator: ", ")
            print("No page named `\(name)`. Pages: \(names). Use --list for descriptions.")
            failed = true
            continue
        }
        found.append(page)
    }
    return (found, failed)
}

/// Writes `text` to `path`, replacing the file; false when it cannot be written.
func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
}

/// `--svg DIR [--constraints] [NAME…]`: one file per snapshot, `DIR/<page>-<snapshot>.svg`.
func writeSVGs(_ options: [String]) -> Bool {
    guard let directory = options.first, !directory.hasPrefix("--") else {
        print("Usage: playgrounds --svg DIR [--constraints] [NAME…]")
        return false
    }
    let rest = options.dropFirst()
    let showsConstraints = rest.contains("--constraints")
    let (selected, unknown) = pages(named: rest.filter { $0 != "--constraints" })
    if mkdir(directory, 0o755) != 0 && errno != EEXIST {
        print("Cannot create the folder `\(directory)`.")
        return false
    }
    var failed = unknown
    for page in selected {
        for snapshot in page.snapshots() {
            let path = "\(directory)/\(page.name)-\(snapshot.name).svg"
            if write(snapshot.svg(showingConstraints: showsConstraints), to: path) {
                print("wrote \(path)")
            } else {
                print("Cannot write `\(path)`.")
                failed = true
            }
        }
    }
    return !failed
}

if arguments == ["--list"] {
    for page in Pages.all { print("\(page.name)  \(page.summary)") }
} else if arguments.first == "--svg" {
    if !writeSVGs(Array(arguments.dropFirst())) { exit(1) }
} else if arguments.isEmpty {
    for (index, page) in Pages.all.enumerated() {
        if index > 0 { print("") }
        print("=== \(page.name): \(page.summary)")
        print(page.run(), terminator: "")
    }
} else {
    let (selected, failed) = pages(named: arguments)
    for page in selected { print(page.run(), terminator: "") }
    if failed { exit(1) }
}
