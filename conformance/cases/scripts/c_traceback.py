# a -c program's traceback has no source lines
# run: -c
x = 1
y = x + "a"
