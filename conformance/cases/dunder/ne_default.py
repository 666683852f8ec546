# __ne__ inverts __eq__ by default
class P:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        print("eq called")
        return self.v == o.v
print(P(1) != P(1), P(1) != P(2))
