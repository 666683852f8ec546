# a binary search tree
class Tree:
    def __init__(self):
        self.root = None
    def insert(self, k):
        def ins(n):
            if n is None:
                return [k, None, None]
            if k < n[0]:
                n[1] = ins(n[1])
            else:
                n[2] = ins(n[2])
            return n
        self.root = ins(self.root)
    def inorder(self):
        out = []
        def walk(n):
            if n:
                walk(n[1]); out.append(n[0]); walk(n[2])
        walk(self.root)
        return out
t = Tree()
for k in [5, 2, 8, 1, 9, 3]:
    t.insert(k)
print(t.inorder())
