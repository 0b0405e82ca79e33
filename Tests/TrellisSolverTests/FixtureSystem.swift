import Foundation
import TrellisSolver

/// One system of the oracle fixtures (format: Scripts/oracle/README.md).
struct FixtureSystem: CustomStringConvertible {
    struct Constraint {
        let priority: Priority
        let relation: LinearConstraint.Relation
        let constant: Double
        let terms: [(String, Double)]
    }
    struct Edit {
        let priority: Priority
        let variable: String
        let value: Double
    }

    var id = ""
    /// The generator's profile, from the `# seed …, profile NAME` comment above the system.
    var profile = ""
    var variables: [String] = []
    var constraints: [Constraint] = []
    var edits: [Edit] = []
    var rejected: [Int] = []
    var levels: [(Float, Double)] = []

    var description: String { id }

    /// Parses every system in the fixture file `name` (in the Fixtures folder beside this file).
    static func load(_ name: String) throws -> [FixtureSystem] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return parse(text)
    }

    /// Parses every system in `text` (the fixture format).
    static func parse(_ text: String) -> [FixtureSystem] {
        var systems: [FixtureSystem] = []
        var current = FixtureSystem()
        var profile = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                if let range = line.range(of: "profile ") { profile = String(line[range.upperBound...]) }
                continue
            }
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "system":
                current = FixtureSystem(id: words[1], profile: profile)
                profile = ""
            case "var": current.variables = Array(words.dropFirst())
            case "c":
                var terms: [(String, Double)] = []
                var index = 4
                while index + 1 < words.count {
                    terms.append((words[index + 1], Double(words[index])!))
                    index += 2
                }
                current.constraints.append(
                    Constraint(
                        priority: words[1] == "required" ? .required : Priority(Float(words[1])!),
                        relation: words[2] == "==" ? .equal : words[2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual,
                        constant: Double(words[3])!, terms: terms))
            case "edit":
                current.edits.append(Edit(priority: Priority(Float(words[1])!), variable: words[2], value: Double(words[3])!))
            case "rejected": current.rejected = words.dropFirst().map { Int($0)! }
            case "level": current.levels.append((Float(words[1])!, Double(words[2])!))
            case "end": systems.append(current)
            default: break
            }
        }
        return systems
    }

    /// Builds the system's constraints over fresh variables.
    func makeConstraints() -> (variables: [String: Variable], constraints: [LinearConstraint]) {
        var variables: [String: Variable] = [:]
        for name in self.variables { variables[name] = Variable(name) }
        let constraints = self.constraints.map { spec in
            let expression = LinearExpression(
                terms: spec.terms.map { (variables[$0.0]!, $0.1) }, constant: spec.constant)
            return LinearConstraint(expression, spec.relation, priority: spec.priority)
        }
        return (variables, constraints)
    }

    /// The largest magnitude among the system's constants, to scale tolerances.
    var scale: Double {
        max(1, (constraints.map { abs($0.constant) } + edits.map { abs($0.value) }).max() ?? 1)
    }
}
