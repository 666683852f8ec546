# names bound in if blocks are function-local even when the branch is not taken
def f(flag):
    if flag:
        y = 1
    return y
print(f(True))
try:
    f(False)
except UnboundLocalError as e:
    print(e)
