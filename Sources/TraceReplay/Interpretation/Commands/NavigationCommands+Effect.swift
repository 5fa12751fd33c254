import InteractionEngine
import TraceFormat

extension Push: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let nav = context.view(nav, for: verbName) as? NavigationView,
              let page = context.builder.instantiate(page, in: Rect(origin: .zero, size: nav.frame.size))
        else { return }
        context.world.navigation.push(page, on: nav)
    }
}

extension Pop: CommandEffect {
    func apply(_ context: CommandContext) { (context.view(nav, for: verbName) as? NavigationView).map(context.world.navigation.pop) }
}

extension SelectTab: CommandEffect {
    func apply(_ context: CommandContext) {
        if let view = context.view(tabs, for: verbName) as? TabsView { context.world.navigation.selectTab(view, index) }
    }
}
