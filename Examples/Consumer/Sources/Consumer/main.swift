import Trellis

// A title under the safe area and two equal buttons above the home indicator, on an iPhone-sized
// window. This is the README's example.
let window = Window(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
let title = Label("Trellis", name: "title")
let cancel = View(name: "cancel")
let ok = View(name: "ok")
for view in [title, cancel, ok] { window.addSubview(view) }
let safe = window.safeAreaLayoutGuide
let margins = window.layoutMarginsGuide
LayoutConstraint.activate([
    title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
    title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    cancel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    ok.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 8),
    ok.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ok.widthAnchor.constraint(equalTo: cancel.widthAnchor),
    cancel.heightAnchor.constraint(equalToConstant: 44),
    ok.heightAnchor.constraint(equalTo: cancel.heightAnchor),
    cancel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
    ok.bottomAnchor.constraint(equalTo: cancel.bottomAnchor),
])
window.layoutIfNeeded()
print(FrameTable(root: window))
