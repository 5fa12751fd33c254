/// How the scene picture looks: one class per kind of thing, so the picture explains itself.
enum SceneStyle {
    static let css = """
        .screen { fill: #f4f4f4; stroke: #222222; stroke-width: 1.5; }
        .window { fill: none; stroke: #555555; stroke-width: 1; stroke-dasharray: 6 3; }
        .window.key { stroke: #0a7d2c; stroke-width: 3; stroke-dasharray: none; }
        .dimming { fill: #000000; fill-opacity: 0.35; }
        .view { fill: #ffffff; fill-opacity: 0.55; stroke: #3a6ea5; stroke-width: 0.8; }
        .view.scroll { stroke: #7a3aa5; stroke-width: 1.4; }
        .view.button { fill: #dbe8ff; stroke: #1f5fbf; stroke-width: 1.4; }
        .view.flutter { fill: #e6f6fb; stroke: #0f8fb5; stroke-width: 1.4; }
        .view.noninteractive { fill: #e2e2e2; stroke: #9a9a9a; }
        .view.transparent { fill: none; stroke: #9a9a9a; stroke-dasharray: 2 2; }
        .view.hidden { fill: none; stroke: #c0c0c0; stroke-dasharray: 1 3; }
        .widget { fill: none; stroke: #0f8fb5; stroke-width: 0.8; stroke-dasharray: 4 2; }
        .widget.gestures { fill: #0f8fb5; fill-opacity: 0.08; }
        .widget.platform { fill: #ffe8c2; fill-opacity: 0.6; stroke: #c77700; stroke-width: 1.2; stroke-dasharray: none; }
        .view.swiftui { fill: #f3ecfb; stroke: #7b3fc4; stroke-width: 1.4; }
        .swiftui { fill: none; stroke: #7b3fc4; stroke-width: 0.8; stroke-dasharray: 4 2; }
        .swiftui.gestures { fill: #7b3fc4; fill-opacity: 0.08; }
        .swiftui.unhit { stroke: #b9a3d6; stroke-dasharray: 1 3; }
        .overlay { fill: #ff9f1c; fill-opacity: 0.25; stroke: #c77700; stroke-width: 1.2; }
        .extra-hit { fill: #ffb000; fill-opacity: 0.15; stroke: #c77700; stroke-dasharray: 3 2; }
        .hit-path { fill: none; stroke: #d7263d; stroke-width: 1; stroke-dasharray: 5 2; }
        .hit { fill: #d7263d; fill-opacity: 0.12; stroke: #d7263d; stroke-width: 2.5; }
        .track { fill: none; stroke: #d7263d; stroke-width: 2; stroke-opacity: 0.8; }
        .track.lifted { stroke-opacity: 0.35; }
        .finger { fill: #d7263d; fill-opacity: 0.35; stroke: #d7263d; stroke-width: 2; }
        .finger.lifted { fill: none; stroke-opacity: 0.5; }
        .exposed { fill: #2bb24c; fill-opacity: 0.25; stroke: #2bb24c; stroke-width: 1; }
        .label { font-size: 9px; fill: #1b2a3a; }
        .caption { font-size: 12px; fill: #222222; }
        """
}
