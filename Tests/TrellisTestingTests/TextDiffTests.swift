import Testing
@testable import TrellisTesting

@Suite("Text diffs, call scanning and record modes")
struct TextDiffTests {
    @Test("long texts show three unchanged lines around each change and … for the rest")
    func context() {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        #expect(TextDiff(expected: expected, actual: actual, isTable: false).render() == """
                …
                line 7
                line 8
                line 9
              - line 10
              + line ten
                line 11
                line 12
                line 13
                …

            """)
    }

    @Test("a table keeps its header in view; cells are matched by column, not by position")
    func tableCells() {
        // The actual table gained a flags column and a wider name column, so every line differs,
        // but only v8's flags cell changed: the other rows pair up without marks.
        let old = (["item     x  y", "window   0  0"] + (1...8).map { "  v\($0)    \($0)  0" }).joined(separator: "\n")
        var rows = ["item      x  y  flags", "window    0  0"] + (1...8).map { "  v\($0)     \($0)  0" }
        rows[9] = "  v8     8  0  hidden"
        let diff = TextDiff(expected: old, actual: rows.joined(separator: "\n"), isTable: true).render()
        #expect(diff == """
              - item     x  y
              + item      x  y  flags
              - window   0  0
              + window    0  0
              -   v1    1  0
              +   v1     1  0
              -   v2    2  0
              +   v2     2  0
              -   v3    3  0
              +   v3     3  0
              -   v4    4  0
              +   v4     4  0
              -   v5    5  0
              +   v5     5  0
              -   v6    6  0
              +   v6     6  0
              -   v7    7  0
              +   v7     7  0
              -   v8    8  0
              +   v8     8  0  hidden
                               ^^^^^^
            Changed: v8 flags "" → hidden.

            """)
    }

    @Test("the scanner reads labels, nested calls, interpolations, raw strings and comments")
    func scanner() throws {
        let source = ##"""
            f(of: g(1, 2) /* ) */, label: "a)\(h("b)"))", #"c"d\"#, matches: """
              x
              """, { $0 }) + 1
            """##
        let call = try CallScanner(bytes: Array(source.utf8)).call(openingAt: 1)
        #expect(call.arguments.map(\.label) == ["of", "label", nil, "matches", nil])
        let texts = call.arguments.map { String(decoding: Array(source.utf8)[$0.valueStart..<$0.valueEnd], as: UTF8.self) }
        #expect(texts == ["g(1, 2)", #""a)\(h("b)"))""#, ##"#"c"d\"#"##, "\"\"\"\n  x\n  \"\"\"", "{ $0 }"])
        #expect(call.arguments.compactMap { call.literal(of: $0)?.hashCount } == [0, 1, 0])
        #expect(Array(source.utf8)[call.closeParen] == UInt8(ascii: ")"))
        #expect(throws: CallScanner.Failure.unterminated) { try CallScanner(bytes: Array(#"f(a: "open"#.utf8)).call(openingAt: 1) }
    }

    @Test("literals get as many # as their text needs")
    func literals() {
        #expect(SourceEdit.literal(for: "a\nb", indentation: "  ", minimumHashes: 0) == "\"\"\"\n  a\n  b\n  \"\"\"")
        #expect(SourceEdit.literal(for: #"a\b"#, indentation: "", minimumHashes: 0) == "#\"\"\"\na\\b\n\"\"\"#")
        #expect(SourceEdit.literal(for: ##"a\#b"##, indentation: "", minimumHashes: 0) == "##\"\"\"\na\\#b\n\"\"\"##")
        #expect(SourceEdit.literal(for: "x\n\ny", indentation: "    ", minimumHashes: 2) == "##\"\"\"\n    x\n\n    y\n    \"\"\"##")
        #expect(SourceEdit.literal(for: "", indentation: "    ", minimumHashes: 0) == "\"\"")
    }

    @Test("TRELLIS_RECORD values")
    func recordModes() {
        #expect(RecordMode.parse(nil) == .missing)
        #expect(RecordMode.parse("") == .missing)
        #expect(["0", "no", "false", "never", "NEVER"].map(RecordMode.parse) == Array(repeating: .never, count: 5))
        #expect(["1", "yes", "true", "failed"].map(RecordMode.parse) == Array(repeating: .failed, count: 4))
        #expect(RecordMode.parse("all") == .all)
        #expect(RecordMode.parse("missing") == .missing)
        #expect(RecordMode.parse("sometimes") == nil)
    }

    @Test("noise below a millionth never changes a printed digit; a scale rounds to its pixels")
    func numbers() {
        let points = LayoutText()
        #expect(points.number(0.0005 - 1e-12) == "0.001")  // NumberFormat alone prints "0"
        #expect(points.number(0.1 + 0.2) == "0.3")
        #expect(points.number(-1e-9) == "0")
        #expect(points.number(.infinity) == "inf")
        let retina = LayoutText(scale: 2)
        #expect(retina.number(10.26) == "10.5")
        #expect(retina.number(10.25 - 1e-10) == "10.5")  // the exact quarter rounds up, noise or not
        #expect(retina.number(-10.25) == "-10.5")
        #expect(LayoutText(scale: 3).number(1.0 / 3.0) == "0.333")
    }
}
