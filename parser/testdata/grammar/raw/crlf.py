if x:
    y = 1
else:
    y = '''a
b'''
