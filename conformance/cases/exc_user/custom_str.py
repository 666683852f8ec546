# __str__ of a user exception
class E(Exception):
    def __init__(self, n):
        self.n = n
    def __str__(self):
        return "E with n=%d" % self.n
try:
    raise E(3)
except E as e:
    print(e, str(e), e.args)
