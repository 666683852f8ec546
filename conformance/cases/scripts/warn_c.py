# -c code warns as <string>, without source lines
# run: -c
x = 1
print(x is 1)
def f(): return "s" is x
print(f(), [1, 2] if x is not 2 else 0)
