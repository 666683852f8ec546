# nested closures three levels deep
def a(x):
    def b(y):
        def c(z):
            return x + y + z
        return c
    return b
print(a(1)(2)(3), a("x")("y")("z"))
