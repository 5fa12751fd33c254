/// Names a render object after the widget a reader of the app would call it by, from its creator
/// chain (`Listener ← _GestureSemantics ← RawGestureDetector ← GestureDetector ← InkWell ← … ←
/// TextButton ← Center`): walking outwards from the render object's own widget, framework plumbing
/// (Semantics, Padding, private widgets, themes, …) is passed over; the first other widget that is not
/// a known component (a layout widget such as Center or Stack, or the app's own widget) ends the walk.
/// Of the components met, the strongest wins — a button, a tile, a scroll view, a modal barrier or a
/// navigator over an InkWell, an InkWell over a GestureDetector, a GestureDetector over a Listener —
/// and among strong ones the outermost (`MaterialButton ← TextButton` gives TextButton).
enum CreatorChain {
    enum Rank: Int, Comparable {
        case listener = 0, detector, ink, component

        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The name that gives a render object its id, or nil when the chain names none.
    static func component(_ chain: [String]) -> String? {
        var best: (name: String, rank: Rank)?
        for (i, entry) in chain.enumerated() {
            let name = plainName(entry)
            if let rank = rank(name) {
                if best == nil || rank > best!.rank || (rank == .component && best!.rank == .component) {
                    best = (name, rank)
                }
                continue
            }
            if i == 0 || isPlumbing(name) { continue }
            break
        }
        return best?.name
    }

    /// The app's own widget a render object belongs to: the first widget of the chain that is neither
    /// plumbing nor a component, before a structural one (a repaint boundary, a layout widget).
    static func owner(_ chain: [String]) -> String? {
        for entry in chain.dropFirst() {
            let name = plainName(entry)
            if isPlumbing(name) || rank(name) != nil { continue }
            return structural.contains(name) || name.contains("Sliver") ? nil : name
        }
        return nil
    }

    static let structural: Set<String> = [
        "RepaintBoundary", "KeyedSubtree", "AutomaticKeepAlive", "IndexedSemantics", "Center", "Align", "Stack",
        "IndexedStack", "Row", "Column", "Flex", "Wrap", "Overlay", "Table", "Flow", "PageStorage", "CustomMultiChildLayout",
    ]

    /// `Navigator-[GlobalObjectKey<NavigatorState> …]` → `Navigator`, `NotificationListener<X>` →
    /// `NotificationListener`, `Listener(listeners: …)` → `Listener`.
    static func plainName(_ entry: String) -> String {
        var name = Substring(entry.trimmingSpaces)
        if let key = name.firstRange(of: "-[") { name = name[..<key.lowerBound] }
        if let cut = name.firstIndex(where: { $0 == "<" || $0 == "(" || $0 == " " }) { name = name[..<cut] }
        return String(name)
    }

    static let components: Set<String> = [
        "ModalBarrier", "Navigator", "Scrollable", "ListView", "GridView", "PageView", "CustomScrollView",
        "SingleChildScrollView", "NestedScrollView", "ListWheelScrollView", "ReorderableListView", "Dismissible",
        "Draggable", "LongPressDraggable", "DragTarget", "TabBar", "Tab", "BottomNavigationBar", "NavigationBar",
        "NavigationRail", "Tooltip", "EditableText", "UiKitView", "AndroidView", "AppKitView", "PlatformViewLink",
        "HtmlElementView", "Stepper", "ExpansionTile", "DropdownButton", "PopupMenuButton", "Autocomplete",
    ]
    static let componentSuffixes = ["Button", "Tile", "Chip", "Field", "Checkbox", "Radio", "Switch", "Slider", "TextField", "MenuItem"]

    static func rank(_ name: String) -> Rank? {
        let core = name.drop { $0 == "_" }
        if name == "Listener" { return .listener }
        if name == "RawGestureDetector" { return nil }
        if core.hasSuffix("GestureDetector") { return .detector }
        if name == "InkWell" || name == "InkResponse" { return .ink }
        if components.contains(name) { return .component }
        if !name.hasPrefix("_"), componentSuffixes.contains(where: { core.hasSuffix($0) }) { return .component }
        if name.hasPrefix("_"), core.hasSuffix("Button") { return .component }
        return nil
    }

    static let plumbing: Set<String> = [
        "Semantics", "MouseRegion", "IgnorePointer", "AbsorbPointer", "Focus", "FocusScope", "FocusTraversalGroup",
        "Actions", "Shortcuts", "Builder", "StatefulBuilder", "LayoutBuilder", "Material", "AnimatedPhysicalModel",
        "PhysicalModel", "PhysicalShape", "CustomPaint", "DecoratedBox", "Container", "AnimatedContainer", "Padding",
        "AnimatedPadding", "ConstrainedBox", "SizedBox", "LimitedBox", "ColoredBox", "Opacity", "AnimatedOpacity",
        "Transform", "FractionalTranslation", "Positioned", "PositionedDirectional", "AnimatedPositioned", "Expanded",
        "Flexible", "NotificationListener", "TickerMode", "Offstage", "Visibility", "Title", "MediaQuery",
        "Directionality", "Localizations", "InkFeatures", "RawGestureDetector", "AnimatedBuilder", "ListenableBuilder",
        "ValueListenableBuilder", "TapRegion", "TextFieldTapRegion", "TapRegionSurface", "Hero", "Banner",
        "CheckedModeBanner", "DefaultTextEditingShortcuts", "SharedAppData", "ShortcutRegistrar", "View", "ClipRRect",
        "ClipRect", "ClipPath", "ClipOval", "Ink", "Scrollbar", "RawScrollbar", "CupertinoScrollbar",
        "GlowingOverscrollIndicator", "StretchingOverscrollIndicator", "Viewport", "ShrinkWrappingViewport",
        "RawKeyboardListener", "KeyboardListener", "Icon", "ImageIcon", "Text", "RichText", "DefaultAssetBundle",
        "AssetVendor", "LocaleQuery",
    ]
    static let plumbingSuffixes = ["Transition", "Scope", "Theme", "Style", "Semantics", "Provider", "Controller", "Region", "Notifier", "Shortcuts", "Configuration"]

    /// Widgets that wrap another without being what a reader calls it.
    static func isPlumbing(_ name: String) -> Bool {
        if name.hasPrefix("_") || name.hasPrefix("[") { return true }
        return plumbing.contains(name) || plumbingSuffixes.contains { name.hasSuffix($0) }
    }

    /// The creator chain of a render object, continued past its `⋯` with the chains of the render
    /// objects above it (their widgets are ancestors of its widget): where the ancestor's first widget
    /// is already in the chain, the two are joined there; otherwise the ancestor's chain follows.
    static func chain(of index: Int, in dump: RenderDump, limit: Int = 120) -> [String] {
        var (names, truncated) = own(dump.nodes[index])
        guard truncated else { return names }
        for ancestor in dump.ancestors(of: index) {
            let (more, cut) = own(dump.nodes[ancestor])
            guard let first = more.first else { continue }
            if let at = names.lastIndex(where: { plainName($0) == plainName(first) }) {
                names += more.dropFirst(names.count - at)
            } else {
                names += more
            }
            if !cut || names.count >= limit { break }
        }
        return Array(names.prefix(limit))
    }

    /// A node's `creator:` (or the 2016 `owner:`) chain.
    static func own(_ node: RenderNode) -> (names: [String], truncated: Bool) {
        guard let text = node.value("creator") ?? node.value("owner") else { return ([], false) }
        return RenderValues.creatorChain(text)
    }
}
