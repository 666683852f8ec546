# add_note on a user exception class with its own __str__
class AppError(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code
    def __str__(self):
        return f"application error {self.code}"
def run():
    err = AppError(7)
    err.add_note("hint: check the configuration")
    raise err
run()
