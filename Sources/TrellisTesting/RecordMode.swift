import Foundation

/// When an assertion writes the actual layout into the test instead of comparing with it.
///
/// Recording never passes silently: every assertion that records reports an issue saying what it
/// wrote and where, so the run fails until it is run again and the new expectation is reviewed
/// (the git diff is the review).
///
/// Without a `record:` argument an assertion uses ``current``, read from the `TRELLIS_RECORD`
/// environment variable:
///
/// ```sh
/// TRELLIS_RECORD=failed swift test --filter CardTests   # rewrite what no longer matches
/// ```
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Compare only; a missing expectation fails.
    case never
    /// Record expectations that are missing (no `matches:` argument, or no golden file); compare
    /// the rest. What a run without `TRELLIS_RECORD` does.
    case missing
    /// Record missing expectations and rewrite the ones that do not match.
    case failed
    /// Rewrite every expectation, matching or not.
    case all

    /// The environment variable that sets ``current``.
    public static let environmentVariable = "TRELLIS_RECORD"

    /// The mode `TRELLIS_RECORD` asks for: `never` (or `0`, `no`, `false`), `missing` (also when
    /// unset or empty), `failed` (or `1`, `yes`, `true`), `all`.
    ///
    /// An unrecognised value is ``never``, and every assertion reports it.
    public static var current: RecordMode {
        parse(ProcessInfo.processInfo.environment[environmentVariable]) ?? .never
    }

    /// The mode a `TRELLIS_RECORD` value names, `nil` for a value it does not recognise.
    static func parse(_ value: String?) -> RecordMode? {
        guard let value = value?.lowercased(), !value.isEmpty else { return .missing }
        switch value {
        case "0", "no", "false": return .never
        case "1", "yes", "true": return .failed
        default: return RecordMode(rawValue: value)
        }
    }

    /// The message for a `TRELLIS_RECORD` value that names no mode, or `nil`.
    static var environmentProblem: String? {
        let value = ProcessInfo.processInfo.environment[environmentVariable]
        guard parse(value) == nil, let value else { return nil }
        return "\(environmentVariable)=\(value) is not a record mode (never, missing, failed, all); "
            + "comparing without recording."
    }

    /// Whether an expectation in this state is written rather than compared.
    func records(missing: Bool, matching: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: missing
        case .failed: missing || !matching
        case .all: true
        }
    }
}
