import InteractionEngine
import TraceFormat

extension FirstResponderCall: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let input = context.view(id, for: verbName) as? TextInputView else { return }
        switch call {
        case .become: context.world.textInput.becomeFirstResponder(input)
        case .resign: context.world.textInput.resignFirstResponder(input)
        }
    }
}

extension EndEditing: CommandEffect {
    func apply(_ context: CommandContext) {
        context.view(id, for: verbName).map(context.world.textInput.endEditing)
    }
}
