# a syntax error in a -c program
# run: -c
x = (1,
