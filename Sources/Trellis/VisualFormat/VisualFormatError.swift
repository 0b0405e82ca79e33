/// A malformed visual format string, with UIKit's message and where parsing stopped.
///
/// ``LayoutConstraint/constraintsOrThrow(withVisualFormat:options:metrics:views:fileID:line:)``
/// throws this error; the non-throwing
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)`` records
/// it in ``Window/diagnostics`` as ``LayoutError/invalidVisualFormat(_:)``. Its ``description``
/// is the text of UIKit's `NSInvalidArgumentException`, reason, format and a caret under the
/// failing character:
///
/// ```swift
/// do {
///     _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "H:[a]-(>30)-[b]", views: views)
/// } catch {
///     print(error)
///     // Unable to parse constraint format: 
///     // Unknown relation. Must be ==, >=, or <= 
///     // H:[a]-(>30)-[b] 
///     //         ^
/// }
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let reason: Reason
    /// The format string as given.
    public let format: String
    /// The 0-based index (in ASCII characters) of the character where parsing stopped, or `nil`
    /// for the checks made before parsing (an empty or non-ASCII string).
    public let index: Int?

    /// Creates an error for `format`, pointing at `index`.
    public init(_ reason: Reason, format: String, index: Int?) {
        self.reason = reason
        self.format = format
        self.index = index
    }

    /// UIKit's message: `Unable to parse constraint format: \n<reason> \n<format> \n<spaces>^`
    /// (each line but the last ends with a space), or a single line when there is no index.
    public var description: String {
        guard let index else { return "Unable to parse constraint format: \(reason)" }
        let caret = String(repeating: " ", count: max(0, index)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
    }
}

extension VisualFormatError {
    /// Why a format string was rejected; ``description`` is UIKit's wording.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The format is `""`.
        case emptyString
        /// The format contains a character outside ASCII.
        case nonASCII
        /// `H` or `V` at the start without `:` after it; the payload is `H` or `V`.
        case expectedColon(Character)
        /// `|` at the start with nothing after it.
        case expectedConnectionAfterBar
        /// Neither `[` nor `|` after a view's connection.
        case expectedViewOrBar
        /// No `[` where a view must come (`H:|-10-|`), or `[` at the very end.
        case expectedView
        /// Characters after the closing `|`.
        case expectedEnd
        /// `[` followed by something that is not an identifier.
        case invalidViewName
        /// A view name missing from the views dictionary.
        case unknownView(String)
        /// A view name followed by something other than `]` or `(`.
        case expectedClosingBracket
        /// The string ends right after `[name(`.
        case ranOutInView
        /// `)` ending a view's predicates not followed by `]`.
        case expectedBracketAfterThickness
        /// A view's predicate list not ended by `)`.
        case unterminatedThickness
        /// A connection's predicate not followed by `-`.
        case expectedDash
        /// A connection's predicates separated by `,` without parentheses.
        case expectedDashUseParentheses
        /// `--` in a connection.
        case ambiguousMinus
        /// A connection's predicate list not ended by `)`.
        case expectedCloseParenOrComma
        /// The string ends where a predicate should start.
        case expectedMoreInput
        /// `=`, `<` or `>` not followed by `=`.
        case unknownRelation
        /// Neither a number nor a name where a constant or priority belongs.
        case expectedNumberOrMetric
        /// A token starting with `-` or a digit that `strtod` cannot read (`-)`).
        case unparsableNumber
        /// A name that is neither a metric nor a view.
        case unknownMetric(String)
        /// A view name as the size of a connection (`[a]-b-[c]`).
        case spaceEqualToView
        /// A priority of 0 or less (or NaN, which UIKit does not check).
        case priorityTooLow(Double)
        /// A priority above 1000.
        case priorityTooHigh(Double)
        /// `|` next to a view (or guide) with no superview (owning view).
        case noSuperview
        /// Horizontal layout aligned on a horizontal attribute, or vertical on a vertical one;
        /// the payload is `horizontal` or `vertical`.
        case alignmentAlongAxis(String)
        /// ``LayoutConstraint/FormatOptions/spacingBaselineToBaseline`` with `H:`.
        case baselineToBaselineHorizontal
        /// A constraint the format describes broke one of the item/attribute initializer's
        /// rules (a non-finite metric, for example); not a UIKit message.
        case invalidConstraint(LayoutError)

        /// UIKit's reason text.
        public var description: String {
            switch self {
            case .emptyString: "It's an empty string."
            case .nonASCII: "It contains non-ASCII characters."
            case .expectedColon(let letter):
                "Expected ':' after '\(letter)' to specify \(letter == "V" ? "vertical" : "horizontal") arrangement"
            case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
            case .expectedViewOrBar: "Expected a view or '|'"
            case .expectedView: "Expected a view"
            case .expectedEnd: "Expected the end of the format string"
            case .invalidViewName:
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores."
            case .unknownView(let name): "\(name) is not a key in the views dictionary."
            case .expectedClosingBracket: "Expected a ']' here. That is how you give the end of a view."
            case .ranOutInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
            case .expectedBracketAfterThickness: "Expected ']' after specifying thickness."
            case .unterminatedThickness:
                "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            default: secondHalfDescription
            }
        }

        private var secondHalfDescription: String {
            switch self {
            case .expectedDash: "Expected a '-' here"
            case .expectedDashUseParentheses:
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list "
                    + "of constraints"
            case .ambiguousMinus:
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers."
            case .expectedCloseParenOrComma:
                "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
            case .expectedMoreInput: "Expected more input"
            case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
            case .expectedNumberOrMetric:
                "Expected a number or key from the metrics dictionary, but encountered something else"
            case .unparsableNumber:
                "Expected a number or a key from the metrics dictionary, but encountered something else"
            case .unknownMetric(let name):
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            case .spaceEqualToView:
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use "
                    + "a view as a spacer? [view1][spacer(==view1)][view2]"
            case .priorityTooLow(let value):
                "Invalid priority specified: \(CFormat.g(value)). Priority must be greater than 0"
            case .priorityTooHigh(let value):
                "Invalid priority specified: \(CFormat.g(value)). Priority cannot be higher than "
                    + "NSLayoutPriorityRequired, which is 1000."
            case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
            case .alignmentAlongAxis(let axis):
                "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that "
                    + "is also \(axis)."
            case .baselineToBaselineHorizontal: "BaselineToBaseline format option not valid for horizontal layout"
            case .invalidConstraint(let error): error.description
            default: ""
            }
        }
    }
}
