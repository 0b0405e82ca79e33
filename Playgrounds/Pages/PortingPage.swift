import Trellis

// Four layouts written the way UIKit code is written (subclasses, init(frame:), controls, cells),
// ported by renaming: UIView → View, UILabel → Label, UIStackView → StackView, UIScrollView →
// ScrollView, UITextField → TextField, UIButton → Button, UIImageView → ImageView, UISwitch →
// Switch, UIActivityIndicatorView → ActivityIndicatorView, UITableViewCell → TableViewCell,
// NSLayoutConstraint → LayoutConstraint, CGRect/CGSize → Rect/Size, UIFont → Font;
// `required init?(coder:)` deleted. `activate` and `layoutIfNeeded()` are called as UIKit code
// calls them, without `try`: they record an error in the window's diagnostics instead of throwing. The expected frames are derived by
// hand in the comments; the golden file holds the same numbers.

extension Pages {
    static let porting = Page(
        name: "porting",
        summary: "UIKit code ported by renaming: a login form in a scroll view, chat and contact cells, a profile header",
        snapshots: {
            [
                Snapshot("login", PortingScenes.login()),
                (try? PortingScenes.chat()).map { Snapshot("chat", $0.window) },
                (try? PortingScenes.contacts()).map { Snapshot("contacts", $0.window) },
                Snapshot("profile", PortingScenes.profile()),
            ].compactMap { $0 }
        }
    ) {
        var output = ""
        func section(_ title: String, _ build: () throws -> Window) {
            output += (output.isEmpty ? "" : "\n") + title + "\n"
            do {
                let window = try build()
                output += window.frameTable()
                if !window.diagnostics.isEmpty { output += "diagnostics: \(window.diagnostics)\n" }
            } catch {
                output += "error: \(error)\n"
            }
        }
        section(LoginFormView.explanation) { PortingScenes.login() }
        section(ChatBubbleCell.explanation) { try PortingScenes.chat().window }
        section(ContactCell.explanation) { try PortingScenes.contacts().window }
        section(ProfileHeaderView.explanation) { PortingScenes.profile() }
        return output
    }
}

/// The four windows, laid out.
enum PortingScenes {
    static let size = Size(width: 393, height: 852)

    static func login() -> Window {
        let window = Window(size: size)
        let form = LoginFormView(frame: .zero)
        form.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(form)
        LayoutConstraint.activate(form.constraintsPinningEdges(to: window))
        window.layoutIfNeeded()
        return window
    }

    static func chat() throws -> (window: Window, list: ListView) {
        try list(of: ChatBubbleCell.self, ChatBubbleCell.messages.count) { cell, row in
            (cell as? ChatBubbleCell)?.configure(ChatBubbleCell.messages[row])
        }
    }

    static func contacts() throws -> (window: Window, list: ListView) {
        try list(of: ContactCell.self, ContactCell.contacts.count) { cell, row in
            (cell as? ContactCell)?.configure(ContactCell.contacts[row])
        }
    }

    static func profile() -> Window {
        let window = Window(size: size)
        let header = ProfileHeaderView(frame: .zero)
        header.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(header)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        return window
    }

    /// A window-filling list of `count` cells of `cellClass`, as a table view controller makes it.
    private static func list(
        of cellClass: TableViewCell.Type, _ count: Int, configure: @escaping (TableViewCell, Int) -> Void
    ) throws -> (window: Window, list: ListView) {
        let window = Window(size: size)
        let list = ListView(name: "tableView")
        window.addSubview(list)
        LayoutConstraint.activate(list.constraintsPinningEdges(to: window))
        list.register(cellClass, forCellReuseIdentifier: "cell")
        try list.reloadData(rowCount: count) { [unowned list] row in
            let cell = list.dequeueReusableCell(withIdentifier: "cell", for: row)
            configure(cell, row)
            return cell
        }
        window.layoutIfNeeded()
        return (window, list)
    }
}

/// A login form in a scroll view, as a `UIView` subclass.
final class LoginFormView: View {
    static let explanation = """
        1. LoginFormView: a scroll view filling the 393 × 852 window; a content view on its content guide, as
        wide as its frame guide; a vertical stack (spacing 12) 24 from the sides, 40 from the top, 24 from the
        bottom. Arranged, all 393 − 48 = 345 wide: a largeTitle (34 pt, one line 40.8), two rounded-rect text
        fields (17 pt: 20.4 + 2 × 7 = 34.4), a filled button (17 pt: 20.4 + 2 × 7 = 34.4) and a stopped
        spinner (hidden: collapsed, its spacing dropped). Stack: y 0, 52.8, 99.2, 145.6; height
        3 × 34.4 + 40.8 + 3 × 12 = 180. Content: 40 + 180 + 24 = 244 tall.
        """

    let scrollView = ScrollView()
    let contentView = View()
    let stackView = StackView()
    let titleLabel = Label()
    let emailField = TextField()
    let passwordField = TextField()
    let signInButton = Button(configuration: .filled())
    let spinner = ActivityIndicatorView(style: .medium)

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "loginForm"
        scrollView.name = "scrollView"
        contentView.name = "contentView"
        stackView.name = "stack"
        titleLabel.name = "title"
        emailField.name = "email"
        passwordField.name = "password"
        signInButton.name = "signIn"
        spinner.name = "spinner"
        setUp()
    }

    private func setUp() {
        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        signInButton.configuration?.title = "Sign in"
        stackView.axis = .vertical
        stackView.spacing = 12
        for view in [titleLabel, emailField, passwordField, signInButton, spinner] { stackView.addArrangedSubview(view) }

        for view in [scrollView, contentView, stackView] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(stackView)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: content.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -24),
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 40),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
        ])
    }
}

/// A chat bubble cell: a bubble at most 75 % of the row's width, holding a wrapping label.
final class ChatBubbleCell: TableViewCell {
    static let explanation = """
        2. ChatBubbleCell in a list as wide as the window: a bubble 16 from the leading edge (the content view's
        margin) and 6 from the top and bottom, at most 0.75 × 393 = 294.75 wide; the message inside it 12 from
        the sides and 8 from the top and bottom, any number of lines (17 pt). "こんにちは": 5 wide characters,
        85 × 20.4, bubble 109 × 36.4, row 48.4. The 30-character message wraps at 294.75 − 24 = 270.75: 15
        characters (255) a line, 2 lines (40.8); bubble 279 × 56.8, row 68.8, at y 48.4.
        """
    static let messages = ["こんにちは", "明日の会議は十時からです。資料を忘れずに持ってきてください。"]

    let bubbleView = View()
    let messageLabel = Label()

    required init(style: TableViewCell.Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubbleView.name = "bubble"
        messageLabel.name = "message"
        messageLabel.numberOfLines = 0
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        LayoutConstraint.activate([
            bubbleView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),
        ])
    }

    func configure(_ text: String) {
        messageLabel.text = text
    }
}

/// A contact cell: an avatar, a name over a phone number, and a favourite switch.
final class ContactCell: TableViewCell {
    static let explanation = """
        3. ContactCell: a 40 × 40 avatar at the leading margin (16), centred on the text; a stack (spacing 2) of
        the name (headline, 17 pt semibold: 20.4) and the phone number (subheadline, 15 pt: 18) 12 after the
        avatar, on the content view's top and bottom margins (11); a switch (51 × 31) at the trailing margin,
        centred. Row: 11 + 20.4 + 2 + 18 + 11 = 62.4; avatar y 11 + (40.4 − 40) / 2 = 11.2; switch x
        393 − 16 − 51 = 326, y (62.4 − 31) / 2 = 15.7; text stack x 68, as wide as its widest line. A presence
        dot (a View subclass overriding intrinsicContentSize: 10 × 10) on the avatar's bottom-trailing corner:
        x 16 + 40 − 10 = 46, y 11.2 + 40 − 10 = 41.2.
        """
    static let contacts = [("Aiko Tanaka", "090-1234-5678"), ("Ben", "+44 20 7946 0000")]

    let avatarView = ImageView(image: Image(size: Size(width: 40, height: 40), name: "avatar"))
    let nameLabel = Label()
    let phoneLabel = Label()
    let textStack = StackView()
    let favoriteSwitch = Switch()
    let presenceDot = PresenceDot()

    required init(style: TableViewCell.Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.name = "avatar"
        nameLabel.name = "name"
        phoneLabel.name = "phone"
        textStack.name = "text"
        favoriteSwitch.name = "favorite"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.alignment = .leading
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(phoneLabel)
        presenceDot.name = "presence"
        for view in [avatarView, textStack, favoriteSwitch, presenceDot] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: textStack.centerYAnchor),
            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            textStack.trailingAnchor.constraint(lessThanOrEqualTo: favoriteSwitch.leadingAnchor, constant: -8),
            favoriteSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            favoriteSwitch.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            presenceDot.trailingAnchor.constraint(equalTo: avatarView.trailingAnchor),
            presenceDot.bottomAnchor.constraint(equalTo: avatarView.bottomAnchor),
        ])
    }

    func configure(_ contact: (name: String, phone: String)) {
        nameLabel.text = contact.name
        phoneLabel.text = contact.phone
    }
}

/// A presence indicator whose size is an override, as UIKit code writes it.
final class PresenceDot: View {
    var diameter = 10.0 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size { Size(width: diameter, height: diameter) }
}

/// A profile header: a centred avatar, name and bio over a row of three equal statistics.
final class ProfileHeaderView: View {
    static let explanation = """
        4. ProfileHeaderView pinned to the top and sides: a vertical stack (spacing 8, centred) 16 from every
        edge: a 96 × 96 avatar, the name (title2, 22 pt: 26.4), a bio of any number of lines (body, 17 pt) and a
        row of three statistics (fillEqually, as wide as the stack: 361 / 3 = 120.333 each), each a centred
        stack of a count (headline: 20.4) over a caption (caption1, 12 pt: 14.4), 34.8 tall. The bio, 24
        wide characters (408), wraps at 361: 21 characters (357) on the first line, 3 on the second (40.8).
        y: avatar 0, name 104, bio 138.4, stats 187.2; stack 222 tall; header 16 + 222 + 16 = 254.
        """

    let stackView = StackView()
    let avatarView = ImageView(image: Image(size: Size(width: 96, height: 96), name: "avatar"))
    let nameLabel = Label()
    let bioLabel = Label()
    let statsStack = StackView()

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "profileHeader"
        stackView.name = "stack"
        avatarView.name = "avatar"
        nameLabel.name = "name"
        bioLabel.name = "bio"
        statsStack.name = "stats"
        nameLabel.text = "Hanako"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        bioLabel.text = "東京在住のデザイナー。写真と旅と猫が好きです。よろしくお願いします。"
        bioLabel.numberOfLines = 0
        bioLabel.font = .preferredFont(forTextStyle: .body)
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        statsStack.distribution = .fillEqually
        for (count, caption) in [("128", "Posts"), ("4.2k", "Followers"), ("310", "Following")] {
            statsStack.addArrangedSubview(Self.statView(count: count, caption: caption))
        }
        for view in [avatarView, nameLabel, bioLabel, statsStack] { stackView.addArrangedSubview(view) }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        LayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stackView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            statsStack.widthAnchor.constraint(equalTo: stackView.widthAnchor),
            bioLabel.widthAnchor.constraint(lessThanOrEqualTo: stackView.widthAnchor),
        ])
    }

    private static func statView(count: String, caption: String) -> StackView {
        let countLabel = Label(count, name: caption.lowercased() + "Count")
        countLabel.font = .preferredFont(forTextStyle: .headline)
        let captionLabel = Label(caption, name: caption.lowercased() + "Caption")
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        let stat = StackView(arrangedSubviews: [countLabel, captionLabel], name: caption.lowercased())
        stat.axis = .vertical
        stat.alignment = .center
        return stat
    }
}
