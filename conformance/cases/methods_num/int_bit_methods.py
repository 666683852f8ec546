# int.bit_length and int.bit_count
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (0).bit_length())
t(lambda: (1).bit_length())
t(lambda: (255).bit_length())
t(lambda: (-256).bit_length())
t(lambda: (2**100).bit_length())
t(lambda: (-2**63).bit_length())
t(lambda: True.bit_length())
t(lambda: (0).bit_count())
t(lambda: (255).bit_count())
t(lambda: (-255).bit_count())
t(lambda: (2**100 - 1).bit_count())
t(lambda: (-2**63).bit_count())
t(lambda: (1).bit_length(1))
t(lambda: (1).bit_count(x=1))
