@testable import Trellis

/// A view whose intrinsic size is an override, as UIKit code writes it.
final class Avatar: View {
    var diameter = 40.0 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size { Size(width: diameter, height: diameter) }
}

/// A view that records every layout-cycle call into a shared log.
final class Recorder: View {
    let log: CallLog
    var callsSuperUpdateConstraints = true
    var onLayoutSubviews: ((Recorder) -> Void)?
    var onUpdateConstraints: ((Recorder) -> Void)?

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(name: name)
    }

    override func updateConstraints() {
        log.calls.append("updateConstraints \(name)")
        onUpdateConstraints?(self)
        if callsSuperUpdateConstraints { super.updateConstraints() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.calls.append("layoutSubviews \(name) \(NumberFormat.string(for: bounds.size.width))x\(NumberFormat.string(for: bounds.size.height))")
        onLayoutSubviews?(self)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.calls.append("traitCollectionDidChange \(name) \(traitCollection.verticalSizeClass)")
    }
}

final class CallLog {
    var calls: [String] = []

    /// The calls so far, forgotten.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}
