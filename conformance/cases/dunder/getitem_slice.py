# __getitem__ receives slice objects
class S:
    def __getitem__(self, k):
        return k
s = S()
print(s[1], s[1:2], s[::2], s[1, 2], s[...])
