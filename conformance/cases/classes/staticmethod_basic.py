# staticmethods are plain functions on class and instance
class M:
    @staticmethod
    def add(a, b):
        return a + b
print(M.add(1, 2), M().add(3, 4))
