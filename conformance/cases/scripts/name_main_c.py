# __name__ in a -c program
# run: -c
print(__name__)
