# the traceback uses the custom __str__
class E(Exception):
    def __str__(self):
        return "custom message"
raise E()
