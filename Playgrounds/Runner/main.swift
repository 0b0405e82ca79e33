#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundPages
import Trellis

// `swift run playgrounds` prints every page; `--list` lists them; a page name runs one page;
// `--svg DIR [--constraints] [--generated] [--crop root] [NAME…]` writes the pages' layouts as SVG
// files into DIR; `--html DIR [NAME…]` writes one inspector page per page into DIR.
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

/// Creates `directory` if needed; false (after saying why) when it cannot.
func makeDirectory(_ directory: String) -> Bool {
    if mkdir(directory, 0o755) != 0 && errno != EEXIST {
        print("Cannot create the folder `\(directory)`.")
        return false
    }
    return true
}

/// Writes `text` to `path` and says so; false when it cannot.
func save(_ text: String, to path: String) -> Bool {
    guard write(text, to: path) else {
        print("Cannot write `\(path)`.")
        return false
    }
    print("wrote \(path)")
    return true
}

/// `--svg DIR [--constraints] [--generated] [--crop root] [NAME…]`: one file per snapshot,
/// `DIR/<page>-<snapshot>.svg`.
func writeSVGs(_ options: [String]) -> Bool {
    let usage = "Usage: playgrounds --svg DIR [--constraints] [--generated] [--crop content|root] [NAME…]"
    guard let directory = options.first, !directory.hasPrefix("--") else {
        print(usage)
        return false
    }
    var rest = Array(options.dropFirst())
    var crop = SVGDrawing.Crop.content
    if let flag = rest.firstIndex(of: "--crop") {
        guard flag + 1 < rest.count, ["content", "root"].contains(rest[flag + 1]) else {
            print(usage)
            return false
        }
        if rest[flag + 1] == "root" { crop = .root }
        rest.removeSubrange(flag...(flag + 1))
    }
    let showsConstraints = rest.contains("--constraints")
    let showsGenerated = rest.contains("--generated")
    let (selected, unknown) = pages(named: rest.filter { $0 != "--constraints" && $0 != "--generated" })
    guard makeDirectory(directory) else { return false }
    var failed = unknown
    for page in selected {
        for snapshot in page.snapshots() {
            let svg = snapshot.svg(showingConstraints: showsConstraints || showsGenerated,
                                   includingGenerated: showsGenerated, crop: crop)
            if !save(svg, to: "\(directory)/\(page.name)-\(snapshot.name).svg") { failed = true }
        }
    }
    return !failed
}

/// `--html DIR [NAME…]`: one inspector page per page with snapshots, `DIR/<page>.html`.
func writeInspectors(_ options: [String]) -> Bool {
    guard let directory = options.first, !directory.hasPrefix("--") else {
        print("Usage: playgrounds --html DIR [NAME…]")
        return false
    }
    let (selected, unknown) = pages(named: Array(options.dropFirst()))
    guard makeDirectory(directory) else { return false }
    var failed = unknown
    for page in selected {
        guard let inspector = page.inspector() else { continue }
        if !save(inspector.render(), to: "\(directory)/\(page.name).html") { failed = true }
    }
    return !failed
}

if arguments == ["--list"] {
    for page in Pages.all { print("\(page.name)  \(page.summary)") }
} else if arguments.first == "--svg" {
    if !writeSVGs(Array(arguments.dropFirst())) { exit(1) }
} else if arguments.first == "--html" {
    if !writeInspectors(Array(arguments.dropFirst())) { exit(1) }
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
