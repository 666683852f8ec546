# help() of a user exception class: its own methods, then the builtin bases in the MRO
class AppError(Exception):
    """Raised by the app."""
    def __init__(self, code):
        super().__init__(code)
        self.code = code
    def describe(self):
        """Say what went wrong."""
        return str(self.code)
help(AppError.describe)
help(AppError("x").describe)
