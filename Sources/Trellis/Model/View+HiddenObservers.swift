/// One registration in ``View``'s internal `isHidden` hook: a token that identifies it and the
/// action to run with the view whose `isHidden` changed.
struct HiddenObserver {
    /// The registration's identity, used to remove it.
    let token: ObjectIdentifier
    /// What to do after `isHidden` changed; receives the view.
    let action: (View) -> Void
}

extension View {
    /// Runs `action` after every change of ``isHidden`` (not on assignments of the same value),
    /// until ``removeHiddenObserver(_:)`` with the same `owner`. One registration per owner: a
    /// second call replaces the first, keeping its place in the order.
    ///
    /// Internal, additive hook shared by containers that react to hiding (stack views, collapse
    /// groups). The owner is only used as an identity, never retained.
    func addHiddenObserver(_ owner: AnyObject, _ action: @escaping (View) -> Void) {
        let token = ObjectIdentifier(owner)
        let observer = HiddenObserver(token: token, action: action)
        if let index = hiddenObservers.firstIndex(where: { $0.token == token }) {
            hiddenObservers[index] = observer
        } else {
            hiddenObservers.append(observer)
        }
    }

    /// ``addHiddenObserver(_:_:)`` for a container that reacts to its items' hiding: `action`
    /// runs on `container` and the item while the container exists. The closure holds the
    /// container through its item handle rather than `[weak container]` (see `ItemHandle`).
    func addHiddenObserver<Container: View>(
        holding container: Container, _ action: @escaping (Container, View) -> Void
    ) {
        let handle = container.handle
        addHiddenObserver(container) { item in
            if let container = handle.item as? Container { action(container, item) }
        }
    }

    /// Removes the registration made by `owner`, if any.
    func removeHiddenObserver(_ owner: AnyObject) {
        let token = ObjectIdentifier(owner)
        hiddenObservers.removeAll { $0.token == token }
    }

    /// Calls every observer in registration order (a copy, so observers may unregister).
    func notifyHiddenObservers() {
        for observer in hiddenObservers { observer.action(self) }
    }
}
