import Testing

@testable import Trellis

/// A format that must fail, the reason, and where the caret goes.
struct VisualFormatFailure: CustomTestStringConvertible, Sendable {
    let format: String
    var options: LayoutConstraint.FormatOptions = []
    var metrics: [String: Double] = [:]
    let reason: VisualFormatError.Reason
    let index: Int?

    var testDescription: String { format.isEmpty ? "(empty)" : format }
}

@Suite("Visual format language: errors")
struct VisualFormatErrorTests {
    /// Every reason of spec §1.8, with the character parsing stops at.
    static let failures: [VisualFormatFailure] = [
        .init(format: "", reason: .emptyString, index: nil),
        .init(format: "H:[ä]", reason: .nonASCII, index: nil),
        .init(format: "H[a]", reason: .expectedColon("H"), index: 1),
        .init(format: "V", reason: .expectedColon("V"), index: 1),
        .init(format: "H:|", reason: .expectedConnectionAfterBar, index: 3),
        .init(format: "H:|x", reason: .expectedView, index: 3),
        .init(format: "H:|-10-|", reason: .expectedView, index: 7),
        .init(format: "H:", reason: .expectedView, index: 2),
        .init(format: "x", reason: .expectedView, index: 0),
        .init(format: "[a]-", reason: .expectedMoreInput, index: 4),
        .init(format: "[a]-10-", reason: .expectedViewOrBar, index: 7),
        .init(format: "[a]|[b]", reason: .expectedEnd, index: 4),
        .init(format: "[a]x", reason: .expectedViewOrBar, index: 3),
        .init(format: "[a]|-", reason: .expectedEnd, index: 4),
        .init(format: "[1a]", reason: .invalidViewName, index: 1),
        .init(format: "H:[blackBox]", reason: .unknownView("blackBox"), index: 11),
        .init(format: "[a", reason: .expectedClosingBracket, index: 2),
        .init(format: "[", reason: .expectedView, index: 1),
        .init(format: "[a(", reason: .ranOutInView, index: 3),
        .init(format: "[a}", reason: .expectedClosingBracket, index: 2),
        .init(format: "[a(10)x", reason: .expectedBracketAfterThickness, index: 6),
        .init(format: "[a(10", reason: .unterminatedThickness, index: 5),
        .init(format: "[a(10;20)]", reason: .unterminatedThickness, index: 5),
        .init(format: "[a]-10[b]", reason: .expectedDash, index: 6),
        .init(format: "[a]-10", reason: .expectedDash, index: 6),
        .init(format: "[a]-0x-[b]", reason: .expectedDash, index: 5),
        .init(format: "[a]-10,20-[b]", reason: .expectedDashUseParentheses, index: 6),
        .init(format: "[a]--10-[b]", reason: .ambiguousMinus, index: 4),
        .init(format: "|-(-)-|", reason: .unparsableNumber, index: 3),
        .init(format: "[a]-(-x)-[b]", reason: .unparsableNumber, index: 5),
        .init(format: "[a]-(10;20)-[b]", reason: .expectedCloseParenOrComma, index: 7),
        .init(format: "[a]-(10", reason: .expectedCloseParenOrComma, index: 7),
        .init(format: "[a]-(>=", reason: .expectedNumberOrMetric, index: 7),
        .init(format: "[a]-(10,", reason: .expectedMoreInput, index: 8),
        .init(format: "[a(>30)]", reason: .unknownRelation, index: 4),
        .init(format: "H:[a]- (padding)-[b]", reason: .expectedNumberOrMetric, index: 6),
        .init(format: "[a(.5)]", reason: .expectedNumberOrMetric, index: 3),
        .init(format: "[a]-padding-[b]", reason: .unknownMetric("padding"), index: 11),
        .init(format: "[a]-b-[b]", reason: .spaceEqualToView, index: 5),
        .init(format: "[a]-(==b)-[b]", reason: .spaceEqualToView, index: 8),
        .init(format: "[a(10@0)]", reason: .priorityTooLow(0), index: 7),
        .init(format: "[a(10@-5)]", reason: .priorityTooLow(-5), index: 8),
        .init(format: "[a(10@1001)]", reason: .priorityTooHigh(1001), index: 10),
        .init(format: "[a(10@p)]", metrics: ["p": 2e7], reason: .priorityTooHigh(2e7), index: 7),
        .init(format: "|[orphan]", reason: .noSuperview, index: 9),
        .init(format: "[orphan]-|", reason: .noSuperview, index: 10),
        .init(format: "|[orphan(x)]", reason: .unknownMetric("x"), index: 10),
        .init(format: "H:[a]-[b]-|", options: .alignAllLeading, reason: .alignmentAlongAxis("horizontal"),
              index: 9),
        .init(format: "H:[a][b]", options: .alignAllCenterX, reason: .alignmentAlongAxis("horizontal"), index: 8),
        .init(format: "V:[a][b]", options: .alignAllBottom, reason: .alignmentAlongAxis("vertical"), index: 8),
        .init(format: "H:|[a][b]", options: .spacingBaselineToBaseline, reason: .baselineToBaselineHorizontal,
              index: 6),
        .init(format: "[a(10@b)]", reason: .priorityTooLow(0), index: 7),
        .init(format: "[a]-10@b-[b]", reason: .spaceEqualToView, index: 8),
        .init(format: "[a(w)]", metrics: ["w": .infinity],
              reason: .invalidConstraint(.nonFiniteValue("The constant of `a.width == inf`")), index: 3),
    ]

    @Test("each malformed format fails with UIKit's reason at the right character", arguments: failures)
    func failure(_ failure: VisualFormatFailure) {
        let fixture = VisualFormatFixture()
        #expect(throws: VisualFormatError(failure.reason, format: failure.format, index: failure.index)) {
            try fixture.descriptions(failure.format, options: failure.options, metrics: failure.metrics)
        }
    }

    @Test("the message has UIKit's layout: reason, format and caret, each line but the last ending in a space")
    func caretLayout() {
        let error = VisualFormatError(.unknownRelation, format: "H:[a]-(>30)-[b]", index: 8)
        #expect(error.description == """
            Unable to parse constraint format: \("")
            Unknown relation. Must be ==, >=, or <= \("")
            H:[a]-(>30)-[b] \("")
                    ^
            """)
        #expect(VisualFormatError(.emptyString, format: "", index: nil).description
                    == "Unable to parse constraint format: It's an empty string.")
        #expect(VisualFormatError(.nonASCII, format: "[é]", index: nil).description
                    == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    @Test("reasons read as UIKit's messages", arguments: [
        (VisualFormatError.Reason.expectedColon("H"), "Expected ':' after 'H' to specify horizontal arrangement"),
        (.expectedColon("V"), "Expected ':' after 'V' to specify vertical arrangement"),
        (.unknownView("blackBox"), "blackBox is not a key in the views dictionary."),
        (.expectedNumberOrMetric,
         "Expected a number or key from the metrics dictionary, but encountered something else"),
        (.unparsableNumber, "Expected a number or a key from the metrics dictionary, but encountered something else"),
        (.unknownMetric("pad"),
         "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries"),
        (.priorityTooLow(0), "Invalid priority specified: 0. Priority must be greater than 0"),
        (.priorityTooHigh(1001.5),
         "Invalid priority specified: 1001.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        (.priorityTooHigh(2e7),
         "Invalid priority specified: 2e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        (.priorityTooLow(-0.0001), "Invalid priority specified: -0.0001. Priority must be greater than 0"),
        (.priorityTooLow(.nan), "Invalid priority specified: nan. Priority must be greater than 0"),
        (.alignmentAlongAxis("horizontal"),
         "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is "
            + "also horizontal."),
    ])
    func reasonText(_ reason: VisualFormatError.Reason, _ text: String) {
        #expect(reason.description == text)
    }

    @Test("%g formats as C does", arguments: [
        (0.0, "0"), (1000, "1000"), (1001, "1001"), (999.5, "999.5"), (123456, "123456"), (1234567, "1.23457e+06"),
        (0.0001, "0.0001"), (0.00001, "1e-05"), (-3, "-3"), (1e300, "1e+300"), (0.1, "0.1"), (999999.9, "1e+06"),
    ])
    func percentG(_ value: Double, _ text: String) {
        #expect(CFormat.g(value) == text)
    }
}
