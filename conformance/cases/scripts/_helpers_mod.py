# a helper module for the local_module cases
VALUE = 42


def greet(name):
    return f"hello, {name}"


class Counter:
    def __init__(self):
        self.total = 0

    def add(self, n):
        self.total += n


def fail(n):
    return 10 / n


def who():
    return __name__
