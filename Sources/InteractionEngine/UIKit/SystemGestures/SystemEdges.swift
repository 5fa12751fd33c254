/// The system's gesture bands at the screen's edges (docs/semantics.md S4.7): a touch that begins in one
/// is watched by the system, which may want it for its own gesture — the home indicator's at the bottom of a
/// Face ID iPhone, Notification and Control Center's at the top — and so holds its touchesBegan back from
/// the app until it decides, unless the window's root view controller defers that edge.
public enum SystemEdges {
    /// Which device's bands a replay models (`uikit.systemGestureGate`).
    public enum Gate: String, Sendable, CaseIterable {
        /// No bands: no touch is held or taken. The default, so that traces written before the gate — which
        /// place navigation and tab bars at the screen's very edges, with no safe areas — replay as before.
        case off
        /// A Face ID iPhone in portrait: a band `uikit.systemGestureBottomBand` high along the bottom edge
        /// (the home indicator) and one `uikit.systemGestureTopBand` high along the top (Notification and
        /// Control Center).
        case faceID
    }

    /// The edge whose band holds `p` (screen coordinates), if any. A band includes the edge it starts from
    /// and excludes its inner boundary, as a view's bounds do (docs/engine-notes.md, Hit-testing): with the
    /// defaults y 778 is in the bottom band of an 812 pt screen and y 44 is out of the top one. Where the
    /// bands overlap (a screen shorter than both together) the bottom one wins.
    public static func edge(at p: Point, screen: Size, settings: Settings) -> GestureRecognizer.Edge? {
        guard settings.systemGestureGate == .faceID else { return nil }
        let bottom = settings.systemGestureBottomBand, top = settings.systemGestureTopBand
        if bottom > 0, p.y >= screen.height - bottom { return .bottom }
        if top > 0, p.y < top { return .top }
        return nil
    }

    /// Whether the system defers its gesture at `edge` for touches in `window`: the edge is among the
    /// `preferredScreenEdgesDeferringSystemGestures` of the window's root view controller. UIKit asks that
    /// controller, which may name a child through `childForScreenEdgesDeferringSystemGestures` (Apple,
    /// "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()"); traces cannot write such a child, so another
    /// controller's edges are not asked (docs/engine-notes.md, Touches).
    static func defers(_ edge: GestureRecognizer.Edge, in window: Window) -> Bool {
        window.rootViewController?.deferredScreenEdges.contains(edge) ?? false
    }
}
