import Testing
import Trellis

@Suite("Text table")
struct TextTableTests {
    @Test("the documented example renders exactly as documented")
    func documentedExample() {
        var table = TextTable(columns: [
            .init("name"),
            .init("x", alignment: .right),
            .init("width", alignment: .right),
        ])
        table.append(["window", "0", "320"])
        table.append(["見出し", "16", "288"], depth: 1)
        table.append(["button", "16", "44.5"], depth: 1)
        // Column widths: name 8 ("  見出し" is 2 + 6), x 2, width 5.
        #expect(
            table.render() == """
                name       x  width
                window     0    320
                  見出し  16    288
                  button  16   44.5

                """)
    }

    @Test("Japanese names and text align by display width at every depth")
    func japaneseHierarchy() {
        var table = TextTable(columns: [
            .init("name"), .init("text"), .init("width", alignment: .right),
        ])
        table.append(["root", "", "375"])
        table.append(["タイトル", "春が来た", "120.5"], depth: 1)
        table.append(["ﾃﾞｰﾀ", "abc", "8"], depth: 2)
        table.append(["button", "OK", "44"], depth: 1)
        // Widths: name 10 ("  タイトル"), text 8 ("春が来た"), width 5 ("120.5"/"width").
        // "    ﾃﾞｰﾀ" is 4 + 4 columns, so it is padded by 2 before the separator.
        #expect(
            table.render() == """
                name        text      width
                root                    375
                  タイトル  春が来た  120.5
                    ﾃﾞｰﾀ    abc           8
                  button    OK           44

                """)
    }

    @Test("no line ends with a space, even with short or blank last cells")
    func noTrailingSpaces() {
        var table = TextTable(columns: [.init("view"), .init("flags")])
        table.append(["label", ""])
        table.append(["stack", "hidden"])
        table.append(["x"])
        let text = table.render()
        #expect(
            text == """
                view   flags
                label
                stack  hidden
                x

                """)
        #expect(!text.split(separator: "\n").contains { $0.last == " " })
    }

    @Test("right-aligned columns line up numbers on their last digit")
    func rightAlignment() {
        var table = TextTable(columns: [
            .init("a", alignment: .right), .init("b", alignment: .right),
        ])
        table.append(["1", "-0.5"])
        table.append(["1000", "2"])
        #expect(
            table.render() == """
                   a     b
                   1  -0.5
                1000     2

                """)
    }

    @Test("cells beyond the header get untitled left-aligned columns")
    func extraCells() {
        var table = TextTable(columns: [.init("n", alignment: .right)])
        table.append(["1", "one", "extra"])
        table.append(["22", "two"])
        #expect(
            table.render() == """
                 n
                 1  one  extra
                22  two

                """)
    }

    @Test("control characters in cells are escaped so rows stay on one line")
    func controlCharacters() {
        var table = TextTable(columns: [.init("text"), .init("n")])
        table.append(["two\nlines", "1"])
        table.append(["tab\there\u{1B}", "2"])
        #expect(
            table.render() == #"""
                text             n
                two\nlines       1
                tab\there\u{1B}  2

                """#)
    }

    @Test("negative depth counts as no indentation")
    func negativeDepth() {
        var table = TextTable(columns: [.init("name")])
        table.append(["a"], depth: -3)
        table.append(["b"], depth: 2)
        #expect(
            table.render() == """
                name
                a
                    b

                """)
    }

    @Test("an empty table renders nothing and a header-only table one line")
    func emptyTables() {
        #expect(TextTable(columns: []).render() == "")
        #expect(
            TextTable(columns: [.init("a"), .init("b", alignment: .right)]).render() == "a  b\n")
        #expect(TextTable(columns: [], rows: [.init(["x", "y"])]).render() == "x  y\n")
    }

    @Test("description is the rendered text and rendering is repeatable")
    func description() {
        let table = TextTable(
            columns: [.init("k"), .init("v", alignment: .right)],
            rows: [.init(["春", "1"]), .init(["b", "22"], depth: 1)]
        )
        #expect(table.description == table.render())
        #expect(
            table.render() == """
                k     v
                春    1
                  b  22

                """)
    }
}
