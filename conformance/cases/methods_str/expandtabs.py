# str.expandtabs
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a\tb'.expandtabs())
t(lambda: 'a\tb'.expandtabs(4))
t(lambda: 'ab\tc\nd\te'.expandtabs(3))
t(lambda: '\t'.expandtabs(0))
t(lambda: 'a\tb'.expandtabs(-1))
t(lambda: 'a\r\tb'.expandtabs(4))
t(lambda: 'a\tb'.expandtabs(tabsize=2))
t(lambda: 'a'.expandtabs('x'))
t(lambda: 'a'.expandtabs(1, 2))
