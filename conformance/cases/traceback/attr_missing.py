# a missing attribute in a larger line
class A:
    def m(self):
        return self.nope + 1
A().m()
