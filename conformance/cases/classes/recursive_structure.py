# a linked list made of instances
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
head = None
for i in range(5):
    head = Node(i, head)
out = []
while head:
    out.append(head.v)
    head = head.nxt
print(out)
