# nested for loops close their own generators
def gen(tag):
    try:
        for i in range(3):
            yield i
    finally:
        print('close', tag)
for a in gen('outer'):
    for b in gen('inner%d' % a):
        if b == 1:
            break
    if a == 1:
        break
print('done')
