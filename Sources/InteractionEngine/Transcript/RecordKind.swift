/// The kinds a transcript can include or exclude, with the set shown by default.
public enum RecordKind: String, CaseIterable, Sendable {
    case window, windows, key, app, touch, move, hit, hittest, deliver, gesture, changed, action, scroll, statusBar, nav, modal, tab, arena, platform, overlay, exposure, view, note, hook, responder, keyboard, orientation, system, engine

    /// Kinds shown unless a trace asks otherwise; the rest are opt-in diagnostics.
    public static let defaultSet: Set<RecordKind> = Set(allCases).subtracting([.move, .hittest, .deliver, .changed, .engine])
}
