/// One finger's touch sequence from down to up or cancel, bound to the view hit at touch down
/// (docs/semantics.md S2.6), with what its view has been told so far.
public final class Touch {
    public let finger: Int
    @exclusivity(unchecked) public internal(set) var location: Point
    public let startLocation: Point
    /// The hit view, fixed at touch down.
    public let view: View
    public let window: Window
    /// Recognizers on the hit view and its ancestors, deepest first, fixed at touch down.
    @exclusivity(unchecked) public internal(set) var recognizers: [GestureRecognizer] = []
    /// The view's responder chain has received `touchesBegan`.
    @exclusivity(unchecked) var viewBegan = false
    /// The view's responder chain has received its last phase (ended or cancelled) or was cut off.
    @exclusivity(unchecked) var viewFinished = false
    /// Phases held back from the view while a recognizer delays them, in order.
    @exclusivity(unchecked) var withheld: [TouchPhase] = []
    /// The screen edge whose system gesture band it began in, when the system's gate watches it
    /// (docs/semantics.md S4.7): the system may take it for its own gesture.
    @exclusivity(unchecked) var systemEdge: GestureRecognizer.Edge?
    /// Up or cancelled: the touch sequence is over.
    @exclusivity(unchecked) public internal(set) var isOver = false
    /// Its last phase is being dispatched; a system cancel must not end it a second time.
    @exclusivity(unchecked) var isEnding = false

    init(finger: Int, location: Point, view: View, window: Window) {
        self.finger = finger
        self.location = location
        self.startLocation = location
        self.view = view
        self.window = window
    }
}

extension Touch {
    /// Its location in a view's coordinates.
    func location(in view: View) -> Point {
        // Converted from the top down; the chain is gathered in temporary storage (on the stack when
        // short), as each touch phase a FlutterView receives asks this.
        let depth = view.selfAndAncestors.reduce(0) { count, _ in count + 1 }
        return withUnsafeTemporaryAllocation(of: Unmanaged<View>.self, capacity: depth) { chain in
            var i = depth
            for ancestor in view.selfAndAncestors {
                i -= 1
                chain[i] = Unmanaged.passUnretained(ancestor)
            }
            var p = location
            for link in chain { p = link.takeUnretainedValue().convertFromSuperview(p) }
            return p
        }
    }
}
