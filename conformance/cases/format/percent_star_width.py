# * widths and precisions with %%
print('%*d%%' % (5, 42), '%-*s|%%' % (4, 'a'), '%.*f%%' % (1, 2.25))
