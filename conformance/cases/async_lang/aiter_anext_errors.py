# async language: aiter and anext reject objects without the protocol
try:
    aiter(5)
except TypeError as e:
    print(e)
try:
    anext([])
except TypeError as e:
    print(e)

class BadAiter:
    def __aiter__(self):
        return 1

try:
    aiter(BadAiter())
except TypeError as e:
    print(e)
