# %% with a mapping argument
print('%(a)s%%' % {'a': 1}, '%%(a)s' % {}, '%s%%%s' % ('x', 'y'))
try:
    print('%(a)%' % {'a': 1})
except ValueError as e:
    print('ValueError', e)
