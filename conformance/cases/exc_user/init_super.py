# custom __init__ with super().__init__ and attributes
class MyErr(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
try:
    raise MyErr("failed", 42)
except MyErr as e:
    print(e, e.code, e.args)
