# uncaught: 'a'.capitalize(1)
'a'.capitalize(1)
