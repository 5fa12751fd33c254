/// A view controller: a responder between its root view and that view's superview.
public final class ViewController {
    public let id: String
    /// Touch phases this controller overrides without calling super.
    public var handles: Set<TouchPhase> = []
    public internal(set) weak var view: View?

    public init(id: String) {
        self.id = id
    }

    /// Makes `view` this controller's root view.
    public func setView(_ view: View) {
        self.view = view
        view.controller = self
    }
}
