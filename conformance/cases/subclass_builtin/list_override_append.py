# overriding a list method
class Logged(list):
    def append(self, x):
        print("append", x)
        super().append(x)
l = Logged()
l.append(1)
l.append(2)
print(l, len(l))
