# uncaught: 'x'.format_map()
'x'.format_map()
