import Testing
import TrellisTesting
@testable import Trellis

@Suite("Constraint expressions")
struct ConstraintExpressionTests {
    @Test("each operator makes the constraint the anchor API makes: same relation, multiplier, constant and description")
    func sameAsAnchorAPI() {
        let (window, red, blue) = makeRedBlue()
        let pairs: [(LayoutConstraint, LayoutConstraint)] = [
            (red.leadingAnchor == blue.trailingAnchor, red.leadingAnchor.constraint(equalTo: blue.trailingAnchor)),
            (red.leadingAnchor == blue.trailingAnchor + 8,
             red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 8)),
            (red.leftAnchor >= blue.rightAnchor - 4,
             red.leftAnchor.constraint(greaterThanOrEqualTo: blue.rightAnchor, constant: -4)),
            (red.centerXAnchor <= blue.centerXAnchor, red.centerXAnchor.constraint(lessThanOrEqualTo: blue.centerXAnchor)),
            (red.topAnchor == blue.bottomAnchor + 8, red.topAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)),
            (red.bottomAnchor <= window.bottomAnchor - 20,
             red.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -20)),
            (red.firstBaselineAnchor >= blue.lastBaselineAnchor,
             red.firstBaselineAnchor.constraint(greaterThanOrEqualTo: blue.lastBaselineAnchor)),
            (red.widthAnchor == blue.widthAnchor, red.widthAnchor.constraint(equalTo: blue.widthAnchor)),
            (red.widthAnchor == 0.5 * blue.widthAnchor,
             red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 0.5)),
            (red.heightAnchor == red.widthAnchor * 0.75 + 10,
             red.heightAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.75, constant: 10)),
            (red.widthAnchor >= blue.widthAnchor / 4 - 2,
             red.widthAnchor.constraint(greaterThanOrEqualTo: blue.widthAnchor, multiplier: 0.25, constant: -2)),
            (red.widthAnchor <= blue.heightAnchor - 32,
             red.widthAnchor.constraint(lessThanOrEqualTo: blue.heightAnchor, constant: -32)),
            (red.widthAnchor >= blue.widthAnchor, red.widthAnchor.constraint(greaterThanOrEqualTo: blue.widthAnchor)),
            (red.widthAnchor <= blue.widthAnchor, red.widthAnchor.constraint(lessThanOrEqualTo: blue.widthAnchor)),
            (red.heightAnchor == 44, red.heightAnchor.constraint(equalToConstant: 44)),
            (red.heightAnchor >= 44, red.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)),
            (red.heightAnchor <= 44, red.heightAnchor.constraint(lessThanOrEqualToConstant: 44)),
            (red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor) == 2 * blue.widthAnchor,
             red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor).constraint(equalTo: blue.widthAnchor, multiplier: 2)),
        ]
        for (expression, anchored) in pairs {
            #expect(expression.description == anchored.description)
            #expect(expression.firstAttribute == anchored.firstAttribute)
            #expect(expression.secondAttribute == anchored.secondAttribute)
            #expect(expression.firstItem === anchored.firstItem && expression.secondItem === anchored.secondItem)
            #expect(expression.relation == anchored.relation)
            #expect(expression.multiplier == anchored.multiplier && expression.constant == anchored.constant)
            #expect(expression.priority == .required && !expression.isActive)
        }
    }

    @Test("priorities with ~ and priority(_:), identifiers, and the order ~ binds in")
    func prioritiesAndIdentifiers() {
        let (_, red, blue) = makeRedBlue()
        let high = red.widthAnchor == 100 ~ .defaultHigh
        #expect(high.priority == .defaultHigh && high.description == "red.width == 100 @750")
        let low = (red.leadingAnchor == blue.trailingAnchor + 8).priority(.defaultLow + 1).identifier("gap")
        #expect(low.description == "gap: red.leading == blue.trailing + 8 @251")
        let group = red.sizeAnchors == blue.sizeAnchors ~ 999
        #expect(group.map(\.description) == ["red.width == blue.width @999", "red.height == blue.height @999"])
        let named = (red.edgeAnchors == blue.edgeAnchors).identifier("pin")
        #expect(named.allSatisfy { $0.identifier == "pin" })
    }

    @Test("edge, size and centre groups make the anchor API's constraints, insets on either side")
    func groups() {
        let (window, red, blue) = makeRedBlue()
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let pinned = red.edgeAnchors == window.edgeAnchors.inset(insets)
        #expect(pinned.map(\.description) == red.constraintsPinningEdges(to: window, insets: insets).map(\.description))
        #expect((red.edgeAnchors == blue.edgeAnchors.inset(10)).map(\.description) == [
            "red.leading == blue.leading + 10", "red.trailing == blue.trailing - 10",
            "red.top == blue.top + 10", "red.bottom == blue.bottom - 10",
        ])
        // An inset on the left-hand side counts the other way: red's inset edges meet blue's, so
        // red reaches 8 beyond blue on every side.
        #expect((red.edgeAnchors.inset(8) == blue.edgeAnchors).map(\.description) == [
            "red.leading == blue.leading - 8", "red.trailing == blue.trailing + 8",
            "red.top == blue.top - 8", "red.bottom == blue.bottom + 8",
        ])
        #expect((red.sizeAnchors == Size(width: 40, height: 30)).map(\.description) == ["red.width == 40", "red.height == 30"])
        #expect((red.sizeAnchors >= Size(width: 44, height: 44)).map(\.description) == ["red.width >= 44", "red.height >= 44"])
        #expect((red.sizeAnchors <= blue.sizeAnchors).map(\.description) == ["red.width <= blue.width", "red.height <= blue.height"])
        #expect((red.centerAnchors == blue.centerAnchors.offset(x: 12, y: -12)).map(\.description) == [
            "red.centerX == blue.centerX + 12", "red.centerY == blue.centerY - 12",
        ])
        #expect((red.centerAnchors.offset(x: 5) == blue.centerAnchors).map(\.description) == [
            "red.centerX == blue.centerX - 5", "red.centerY == blue.centerY",
        ])
    }

    @Test("a card written with expressions lays out as derived by hand, in the same table as with anchors")
    func card() throws {
        let expressions = CardScreen()
        LayoutConstraint.activate {
            expressions.card.edgeAnchors == expressions.window.edgeAnchors.inset(16)
            expressions.title.topAnchor == expressions.card.topAnchor + 12
            expressions.title.leadingAnchor == expressions.card.leadingAnchor + 12
            expressions.title.widthAnchor == 0.5 * expressions.card.widthAnchor - 4
            expressions.title.heightAnchor == 20
            expressions.body.topAnchor == expressions.title.bottomAnchor + 8
            expressions.body.leadingAnchor == expressions.title.leadingAnchor
            expressions.body.trailingAnchor == expressions.card.trailingAnchor - 12
            expressions.body.bottomAnchor <= expressions.card.bottomAnchor - 12
            expressions.body.heightAnchor == 1000 ~ .defaultHigh
            expressions.badge.sizeAnchors == Size(width: 24, height: 24)
            expressions.badge.centerAnchors == expressions.card.centerAnchors.offset(x: 100, y: -50)
        }
        // card: 16 in from the 320 × 200 window: 288 × 168 at (16, 16). title: (12, 12),
        // 0.5 × 288 − 4 = 140 wide, 20 tall. body: top 12 + 20 + 8 = 40, 288 − 12 − 12 = 264
        // wide; it wants 1000 tall at 750 but its bottom stays ≤ 168 − 12 = 156: 116 tall.
        // badge: centred at the card's centre (144, 84) moved by (100, −50) = (244, 34), 24 pt
        // square: (232, 22).
        expectLayout(of: expressions.window, record: .never, matches: """
            item         x   y  width  height  window x  window y
            window       0   0    320     200         0         0
              card      16  16    288     168        16        16
                title   12  12    140      20        28        28
                body    12  40    264     116        28        56
                badge  232  22     24      24       248        38
            """)

        let anchors = CardScreen()
        let (card, title, body, badge, window) = (anchors.card, anchors.title, anchors.body, anchors.badge, anchors.window)
        let height = body.heightAnchor.constraint(equalToConstant: 1000)
        height.priority = .defaultHigh
        try LayoutConstraint.activateOrThrow(card.constraintsPinningEdges(
            to: window, insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)) + [
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: -4),
            title.heightAnchor.constraint(equalToConstant: 20),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            body.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
            height,
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor, constant: 100),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor, constant: -50),
        ])
        try window.layoutIfNeededOrThrow()
        try expressions.window.layoutIfNeededOrThrow()
        #expect(window.constraintTable() == expressions.window.constraintTable())
        #expect(window.frameTable() == expressions.window.frameTable())
    }

    @Test("right to left: leading and trailing in expressions flip as with anchors")
    func rightToLeft() throws {
        let window = Window(size: Size(width: 300, height: 100), layoutDirection: .rightToLeft)
        let view = View(name: "view")
        window.addSubview(view)
        LayoutConstraint.activate {
            view.leadingAnchor == window.leadingAnchor + 20
            view.widthAnchor == 100
            view.topAnchor == window.topAnchor
            view.heightAnchor == 10
        }
        try window.layoutIfNeededOrThrow()
        // Leading is the right edge: 300 − 20 − 100 = 180.
        expectFrame(view, 180, 0, 100, 10)
    }
}

/// A 320 × 200 window holding a card with a title, a body and a badge, built with the hierarchy builder.
struct CardScreen {
    let window = Window(size: Size(width: 320, height: 200))
    let card = View(name: "card")
    let title = View(name: "title")
    let body = View(name: "body")
    let badge = View(name: "badge")

    init() {
        window.addSubviews {
            card {
                title
                body
                badge
            }
        }
    }
}
